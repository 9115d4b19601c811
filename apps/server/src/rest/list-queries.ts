/**
 * The list engine bound to the metadata store: what the shared list routes run (list, related,
 * distinct, visibility), so that routes reach the store through this object built once in the
 * container rather than through the store itself.
 */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../store/schema';
import {
  isVisible,
  runDistinct,
  runList,
  runRelated,
  visibleIds,
  type ListResult,
} from './list-engine';
import type { ListContext, ListSpec } from './list-spec';
import type { ListArgs, RelatedArgs } from './rison-query';

export class ListQueries {
  constructor(private readonly db: Kysely<MetadataSchema>) {}

  list(spec: ListSpec, args: ListArgs, context: ListContext): Promise<ListResult> {
    return runList(this.db, spec, args, context);
  }

  related(spec: ListSpec, column: string, args: RelatedArgs) {
    return runRelated(this.db, spec, column, args);
  }

  distinct(spec: ListSpec, column: string, args: RelatedArgs, context: ListContext) {
    return runDistinct(this.db, spec, column, args, context);
  }

  isVisible(spec: ListSpec, id: number, context: ListContext): Promise<boolean> {
    return isVisible(this.db, spec, id, context);
  }

  visibleIds(spec: ListSpec, ids: number[], context: ListContext): Promise<Set<number>> {
    return visibleIds(this.db, spec, ids, context);
  }
}
