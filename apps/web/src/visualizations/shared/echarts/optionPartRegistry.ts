/**
 * Which option parts (`optionParts.ts`) ECharts has been given. ECharts cannot be asked whether
 * a part is registered, so each part's module under `parts/` registers through here and the
 * chart view reads here what it still has to load, and whether its ECharts instance is older
 * than a part it now draws with.
 */
// Named apart from React's `use` hook.
import { use as registerEChartsParts } from 'echarts/core';
import type { OptionPart } from './optionParts';

export interface OptionPartInstall {
  /**
   * Whether the part adds stages to ECharts' drawing pipeline (data processors, layouts, visual
   * encoders: series types and data zoom do). An ECharts instance copies the stages registered
   * when it is created and never takes later ones, so it cannot draw such a part registered
   * after it. Models, views, preprocessors and actions (mark lines and areas, graphics) and
   * update hooks (label layout) are looked up as they are used.
   */
  addsStages: boolean;
}

const registered = new Set<OptionPart>();
/** Registrations so far: the clock `stagesAddedSince` compares against. */
let registrations = 0;
/** When each part that adds stages was registered, by that clock. */
const stagesRegisteredAt = new Map<OptionPart, number>();

export function registerOptionPart(
  part: OptionPart,
  extensions: Parameters<typeof registerEChartsParts>[0],
  { addsStages }: OptionPartInstall,
) {
  registerEChartsParts(extensions);
  registered.add(part);
  registrations += 1;
  if (addsStages) stagesRegisteredAt.set(part, registrations);
}

export function isOptionPartRegistered(part: OptionPart): boolean {
  return registered.has(part);
}

/** The registration clock now: an ECharts instance created now has every part registered. */
export function optionPartRegistrations(): number {
  return registrations;
}

/**
 * Whether any of `parts` added pipeline stages after the clock read `since`: an instance created
 * then cannot draw them.
 */
export function stagesAddedSince(since: number, parts: Iterable<OptionPart>): boolean {
  for (const part of parts) {
    if ((stagesRegisteredAt.get(part) ?? 0) > since) return true;
  }
  return false;
}
