/** `npm run eval:blind:check -- FILE...`: validates blind set files and prints their counts per locale (the profile schema it loads needs the react-server condition the script sets). */
import { readFileSync } from 'node:fs';
import { parseBlindFile } from '@/evals/blind/blind-schema';

let failed = false;
for (const path of process.argv.slice(2)) {
  try {
    const file = parseBlindFile({ json: readFileSync(path, 'utf8') });
    const counts: Record<string, { questions: number; followUps: number }> = {};
    for (const dialogue of file.dialogues) {
      const count = (counts[dialogue.locale] ??= { questions: 0, followUps: 0 });
      for (const turn of dialogue.turns) {
        count.questions += 1;
        if (turn.followUp) count.followUps += 1;
      }
    }
    process.stdout.write(`${path}: OK ${JSON.stringify(counts)}\n`);
  } catch (error) {
    failed = true;
    process.stdout.write(`${path}: ${error instanceof Error ? error.message : String(error)}\n`);
  }
}
process.exit(failed ? 1 : 0);
