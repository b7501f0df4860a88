import { readFileSync } from 'node:fs';

/** What the container image runs, read from the Dockerfile's last stage: the test starts exactly that. */
export interface ImageCommand {
  env: Record<string, string>;
  command: string[];
  healthcheck: string[];
}

/** Parses the final stage of the Dockerfile at `path` (ENV key=value pairs, exec-form CMD and HEALTHCHECK CMD). */
export function readImageCommand({ path }: { path: string }): ImageCommand {
  const lines = readFileSync(path, 'utf8').replace(/\\\n\s*/g, ' ').split('\n').map((line) => line.trim());
  const stage = lines.slice(lines.map((line) => line.startsWith('FROM ')).lastIndexOf(true));
  const env: Record<string, string> = {};
  for (const line of stage.filter((entry) => entry.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const [name, ...value] = pair.split('=');
      if (name) env[name] = value.join('=');
    }
  }
  const exec = (line: string | undefined, what: string) => {
    const json = line ? /CMD (\[.*\])$/.exec(line)?.[1] : undefined;
    if (!json) throw new Error(`Dockerfile: no exec-form ${what}`);
    return JSON.parse(json) as string[];
  };
  return {
    env,
    command: exec(stage.find((line) => line.startsWith('CMD ')), 'CMD'),
    healthcheck: exec(stage.find((line) => line.startsWith('HEALTHCHECK ')), 'HEALTHCHECK'),
  };
}
