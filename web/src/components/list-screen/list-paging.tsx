import Box from '@cloudscape-design/components/box';

/** What a table holds of a longer list, and how it reads on (use-route-list.ts gives it). */
export interface TablePaging {
  /** The route pages on the server and has rows past the loaded ones. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Where the server cut a list it did not send whole. */
  truncatedAt?: number;
  /** Loads pages until `count` rows are loaded or none is left; answers how many are loaded. */
  loadRows: (count: number) => Promise<number>;
}

/** The header's count: "(12)", "(3/12)" while filtering, "(100+)" when the server has more. */
export function countText(loaded: number, matching: number | undefined, filtering: boolean, hasMore: boolean) {
  const total = `${loaded}${hasMore ? '+' : ''}`;
  return filtering ? `(${matching ?? 0}/${total})` : `(${total})`;
}

/**
 * Says when the table holds only part of the list. The column sorting works on the loaded rows, and so does the
 * text filter unless the server searches (`searched`: the rows are the matches across the whole list).
 */
export function PartialListNote({
  plural,
  loaded,
  paging,
  searched = false,
}: {
  plural: string;
  loaded: number;
  paging?: TablePaging;
  searched?: boolean;
}) {
  if (paging?.truncatedAt) {
    return (
      <Box variant="small" color="text-status-info">
        {`This list is cut at ${paging.truncatedAt} ${plural}: the server sends no more at once. Filtering and ` +
          `sorting apply to these ${paging.truncatedAt}.`}
      </Box>
    );
  }
  if (!paging?.hasMore) return null;
  const applies = searched
    ? `The search covers all ${plural}; sorting applies to the loaded ones.`
    : `Filtering and sorting apply to the loaded ${plural}.`;
  return (
    <Box variant="small" color="text-status-info">
      {`${loaded} ${plural} loaded so far; going past the last page loads more. ${applies}`}
    </Box>
  );
}
