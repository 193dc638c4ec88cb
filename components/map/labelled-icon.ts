import { DivIcon, type DivIconOptions } from 'leaflet';

type Options = DivIconOptions & {
  /** The accessible name of the marker: Leaflet names only image icons (their alt). */
  label: string;
  /** The project it stands for, so the list beside the map can find its card. */
  project?: string;
  /** The projects a cluster stands for, so the map can mark the one whose card is highlighted. */
  projects?: readonly string[];
  /** The text of the icon's one child, a <span> its CSS draws (a cluster's count; a pin's is empty). */
  text?: string;
};

/** A CSS-drawn marker icon (Leaflet's default images are not resolvable through the bundler) with a name. */
export class LabelledIcon extends DivIcon {
  private readonly label: string;
  private readonly project: string | undefined;
  private readonly projects: readonly string[];
  private readonly text: string;

  constructor({ label, project, projects = [], text = '', ...options }: Options) {
    // No `html`: its child is made below with the DOM, not by parsing markup, once for each marker on the map.
    super({ ...options, html: false });
    this.label = label;
    this.project = project;
    this.projects = project ? [project] : projects;
    this.text = text;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    const child = document.createElement('span');
    child.textContent = this.text;
    element.replaceChildren(child);
    element.setAttribute('aria-label', this.label);
    if (this.project) element.dataset.project = this.project;
    element.dataset.projects = this.projects.join(' ');
    return element;
  }
}
