/**
 * Which viz_types a chart may have: the built-in chart types (the list the web app draws), and
 * while DYNAMIC_PLUGINS is on the keys of registered dynamic plugins. A chart of any other type
 * could never be drawn, so create, update and import refuse it.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { isBuiltInVizType } from '@panorama/core/visualizations/built-in-viz-types';

/** Which of these keys belong to registered dynamic plugins. */
export type RegisteredPluginKeys = (keys: string[]) => Promise<Set<string>>;

export function unknownVizTypeMessage(vizType: string): string {
  return `Unknown chart type "${vizType}": use a built-in chart type or a registered dynamic plugin`;
}

export class ChartTypes {
  /** `pluginKeys` is null while DYNAMIC_PLUGINS is off: only built-in types are known then. */
  constructor(private readonly pluginKeys: RegisteredPluginKeys | null) {}

  /** The given viz_types that are neither built in nor a registered plugin's key. */
  async unknown(vizTypes: string[]): Promise<string[]> {
    const candidates = [...new Set(vizTypes.filter((v) => !isBuiltInVizType(v)))];
    if (candidates.length === 0) return [];
    const registered = this.pluginKeys ? await this.pluginKeys(candidates) : new Set<string>();
    return candidates.filter((v) => !registered.has(v));
  }

  async assertKnown(vizType: string | undefined): Promise<void> {
    if (vizType === undefined) return;
    const [unknown] = await this.unknown([vizType]);
    if (unknown !== undefined)
      throw new ValidationError({ viz_type: [unknownVizTypeMessage(unknown)] });
  }
}
