import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import type { SystemList } from '@switchboard/shared';

/** The catalogue page of a system's fields, preselected by category and system (the spec's two page values). */
export const fieldsHref = (page: 'default-setting-fields' | 'connection-fields', system: SystemList) =>
  `/catalogue/${page}?${new URLSearchParams({ categoryId: system.SystemListCategoryID, systemName: system.Name })}`;

/** Links from a system to its default setting fields and its connection fields. */
export function SystemFieldLinks({ system }: { system: SystemList }) {
  const navigate = useNavigate();
  const link = (page: 'default-setting-fields' | 'connection-fields', text: string, label: string) => {
    const href = fieldsHref(page, system);
    return (
      <Link
        href={href}
        ariaLabel={`${label} of ${system.Name}`}
        onFollow={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {text}
      </Link>
    );
  };
  return (
    <SpaceBetween direction="horizontal" size="s">
      {link('default-setting-fields', 'Default settings', 'Default setting fields')}
      {link('connection-fields', 'Connection fields', 'Connection fields')}
    </SpaceBetween>
  );
}
