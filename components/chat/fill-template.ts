/** Replaces `{name}` placeholders of localized copy with values; unknown placeholders stay visible. */
export function fillTemplate({ template, values }: { template: string; values: Record<string, string | number> }): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
