import { listWhatsAppTemplates } from '@/lib/intake/sources/whatsapp/graph';
import { db } from '@/lib/platform/db';
import type { Env } from '@/lib/platform/env';
import 'server-only';
import { whatsappGraph } from './graph-settings';

export type StoredTemplate = { id: string; name: string; language: string; category: string; status: string; components: string };

/** Replaces the stored templates with the business account's current list from the Graph API; answers how many are approved. */
export async function syncTemplates(settings: Env, now = new Date()): Promise<number> {
  const graph = whatsappGraph(settings);
  if (!graph) throw new Error('WhatsApp is not set up');
  const templates = await listWhatsAppTemplates(graph);
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    await tx.whatsAppTemplate.deleteMany({ where: { id: { notIn: templates.map((template) => template.id) } } });
    for (const template of templates) {
      const data = {
        name: template.name,
        language: template.language,
        category: template.category.toUpperCase(),
        status: template.status.toUpperCase(),
        components: JSON.stringify(template.components),
        syncedAt: now,
      };
      await tx.whatsAppTemplate.upsert({ where: { id: template.id }, create: { id: template.id, ...data }, update: data });
    }
  });
  return templates.filter((template) => template.status.toUpperCase() === 'APPROVED').length;
}

export async function approvedTemplates(): Promise<StoredTemplate[]> {
  const prisma = await db();
  return prisma.whatsAppTemplate.findMany({ where: { status: 'APPROVED' }, orderBy: [{ name: 'asc' }, { language: 'asc' }] });
}

/** The template's body text ("Hello {{1}}, …") and the numbers of its variables, in order. */
export function templateBody(template: Pick<StoredTemplate, 'components'>): { text: string; variables: number[] } {
  const components = JSON.parse(template.components) as { type: string; text?: string }[];
  const text = components.find((component) => component.type.toUpperCase() === 'BODY')?.text ?? '';
  const variables = [...new Set([...text.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
  return { text, variables };
}

/** What each variable is filled with by default, as the form says it. */
const VARIABLE_MEANINGS: Record<number, string> = { 1: 'the buyer’s first name', 2: 'the project', 3: 'you' };

/** What the desk fills a template's variables with by default, from the lead: the buyer's first name, the project, the advisor. */
export function defaultValues(
  variables: number[],
  lead: { name: string; projectName: string | null },
  advisor: string,
): Record<number, string> {
  const firstName = lead.name.trim().split(/\s+/)[0] ?? '';
  const defaults: Record<number, string> = { 1: firstName, 2: lead.projectName ?? 'your property search', 3: advisor };
  return Object.fromEntries(variables.map((number) => [number, defaults[number] ?? '']));
}

/**
 * Why a variable's value would be refused by WhatsApp, or null: every variable needs text, at most 1,024 characters,
 * with no new line or tab and no more than four spaces in a row (Meta's rules for template parameters).
 */
export function variableProblem(value: string | undefined): string | null {
  if (!value || value.trim() === '') return 'Enter a value';
  if (value.length > 1024) return 'At most 1,024 characters';
  if (/[\n\r\t]/.test(value)) return 'No new lines or tabs: WhatsApp refuses them in a variable';
  if (/ {5,}/.test(value)) return 'No more than four spaces in a row';
  return null;
}

/** The template's text with its variables filled, as the buyer will read it. */
export function filledText(text: string, values: Record<number, string>): string {
  return text.replace(/\{\{\s*(\d+)\s*\}\}/g, (_whole, number: string) => values[Number(number)] ?? '');
}

/** The approved templates as the lead page offers them: marketing ones only to a buyer who agreed to marketing. */
export function templateChoices(
  templates: StoredTemplate[],
  lead: { name: string; projectName: string | null },
  advisor: string,
  marketable: boolean,
) {
  return templates
    .filter((template) => template.category !== 'MARKETING' || marketable)
    .map((template) => {
      const { text, variables } = templateBody(template);
      const values = defaultValues(variables, lead, advisor);
      return {
        id: template.id,
        label: `${template.name.replaceAll('_', ' ')} (${template.language}, ${template.category.toLowerCase()})`,
        text,
        marketing: template.category === 'MARKETING',
        variables: variables.map((number) => ({ number, value: values[number] ?? '', meaning: VARIABLE_MEANINGS[number] ?? null })),
      };
    });
}
