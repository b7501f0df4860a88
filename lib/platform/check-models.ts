import 'server-only';

/** The result of asking a provider whether the configured model ids exist. */
export interface ModelCheck {
  modelId: string;
  exists: boolean | null;
  detail: string;
}

/** Lists the provider's models (`GET {baseURL}/models`) and reports whether each configured id is among them. */
export async function checkModels(options: {
  baseURL: string;
  apiKey: string | undefined;
  modelIds: string[];
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
}): Promise<ModelCheck[]> {
  const { baseURL, apiKey, modelIds, timeoutMs } = options;
  try {
    const response = await options.fetch(`${baseURL.replace(/\/+$/, '')}/models`, {
      headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return modelIds.map((modelId) => ({ modelId, exists: null, detail: `the provider answered HTTP ${response.status}` }));
    const body = (await response.json()) as { data?: { id?: unknown }[] };
    const available = new Set((body.data ?? []).map((model) => String(model.id)));
    return modelIds.map((modelId) => ({
      modelId,
      exists: available.has(modelId),
      detail: available.has(modelId) ? 'available' : 'not listed by the provider',
    }));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return modelIds.map((modelId) => ({ modelId, exists: null, detail: `could not reach the provider: ${detail}` }));
  }
}
