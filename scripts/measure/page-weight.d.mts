export type PageWeight = {
  html: number;
  rsc: number;
  otherScripts: number;
  inlineSvg: number;
  head: number;
  header: number;
  main: number;
  footer: number;
};
export function pageWeight(html: string): PageWeight;
export function fetchPageWeight(url: string | URL): Promise<PageWeight>;
export function kb(n: number): number;
