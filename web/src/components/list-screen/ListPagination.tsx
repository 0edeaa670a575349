import Pagination, { type PaginationProps } from '@cloudscape-design/components/pagination';

/** Table pagination with its screen-reader labels. */
export function ListPagination(props: PaginationProps) {
  return (
    <Pagination
      {...props}
      ariaLabels={{
        nextPageLabel: 'Next page',
        previousPageLabel: 'Previous page',
        pageLabel: (page) => `Page ${page} of all pages`,
      }}
    />
  );
}
