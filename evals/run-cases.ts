import { performance } from 'node:perf_hooks';
import type { ScenarioCase } from '@/evals/scenario-schema';
import { scoreCase, type CaseResult } from '@/evals/scorers';
import { summarizeResults, type EvalSummary } from '@/evals/summarize-results';
import { inspectQuestion } from '@/lib/chat';
import { getKnowledgeIndex } from '@/lib/knowledge';
import { promptBudgetsFrom } from '@/lib/prompt';
import { loadConfig } from '@/lib/config';
import type { Profile } from '@/lib/knowledge';
import { retrieve } from '@/lib/retrieval';

/**
 * Runs cases through the offline pipeline (retrieval, prompt assembly, offline answer, language
 * check) against one profile as of `today`, scores them and times retrieval and the whole pipeline.
 */
export function runCases({ cases, profile, today }: { cases: readonly ScenarioCase[]; profile: Profile; today: Date }): { results: CaseResult[]; summary: EvalSummary } {
  const retrievalMs: number[] = [];
  const pipelineMs: number[] = [];
  const systemPromptTokens: number[] = [];
  const chunks = getKnowledgeIndex({ profile, today });
  const limits = promptBudgetsFrom({ config: loadConfig({ environment: {} }) }).retrieval;
  const results = cases.map((scenario) => {
    const retrievalStarted = performance.now();
    retrieve({ question: scenario.question, chunks, profile, limits });
    retrievalMs.push(performance.now() - retrievalStarted);
    const started = performance.now();
    const inspection = inspectQuestion({ question: scenario.question, locale: scenario.locale, today, profile });
    pipelineMs.push(performance.now() - started);
    systemPromptTokens.push(inspection.tokens.total - inspection.tokens.question);
    return scoreCase({ scenario, inspection });
  });
  const summary = summarizeResults({ results, today: today.toISOString().slice(0, 10), systemPromptTokens, retrievalMs, pipelineMs });
  return { results, summary };
}
