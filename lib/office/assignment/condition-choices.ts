import { channelNames } from '@/lib/intake/attribution/channel-names';
import { enquiryIntents, enquirySources } from '@/lib/intake/forms/form-constants';
import { listApiKeys } from '@/lib/intake/sources/api-keys';
import { sources } from '@/lib/intake/sources/registry';
import { sourceLabel } from '@/lib/intake/sources/source-names';
import { getAllProjectEntries, getCities } from '@/lib/site/content';
import 'server-only';
import type { ConditionChoices } from './rule-checks';

const words = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replaceAll('-', ' ');

/** The stored `source` values of the registry's sources: each fixed name, and `api:<name>` for every API key made. */
async function registrySourceNames(): Promise<string[]> {
  const keys = await listApiKeys();
  return sources.flatMap(({ stored }) => {
    if ('equals' in stored) return [stored.equals];
    if ('in' in stored) return stored.in;
    return [...new Set(keys.map((key) => `${stored.startsWith}${key.name}`))];
  });
}

/**
 * What each condition of a rule may be, as the site knows it: the attribution channels and the registry's sources,
 * the cities, the projects by developer, the developers, the intents and the site's forms. A rule holds only these.
 */
export async function conditionChoices(): Promise<ConditionChoices> {
  const projects = getAllProjectEntries();
  const developers = [...new Set(projects.map((entry) => entry.project.developer))].sort((a, b) => a.localeCompare(b));
  return {
    channels: [
      { label: 'Channels', choices: Object.entries(channelNames).map(([value, label]) => ({ value, label })) },
      { label: 'Sources', choices: (await registrySourceNames()).map((value) => ({ value, label: sourceLabel(value) })) },
    ],
    cities: [{ label: null, choices: getCities().map((city) => ({ value: city.name, label: city.name })) }],
    projects: developers.map((developer) => ({
      label: developer,
      choices: projects
        .filter((entry) => entry.project.developer === developer)
        .map((entry) => ({ value: entry.project.id, label: entry.project.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    })),
    developers: [{ label: null, choices: developers.map((developer) => ({ value: developer, label: developer })) }],
    intents: [{ label: null, choices: enquiryIntents.map((value) => ({ value, label: words(value) })) }],
    forms: [{ label: null, choices: enquirySources.map((value) => ({ value, label: words(value) })) }],
  };
}
