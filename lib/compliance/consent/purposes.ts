/** Why a person's details are used: contact is the act of sending; marketing is a separate, optional yes. */
export type ConsentPurpose = 'contact' | 'marketing';

export function purposesAgreed({ marketing }: { marketing: boolean }): ConsentPurpose[] {
  return marketing ? ['contact', 'marketing'] : ['contact'];
}

export function parsePurposes(text: string): ConsentPurpose[] {
  const list: unknown = JSON.parse(text);
  return Array.isArray(list) ? list.filter((item): item is ConsentPurpose => item === 'contact' || item === 'marketing') : [];
}
