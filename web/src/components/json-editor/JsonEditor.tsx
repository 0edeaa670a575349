import Spinner from '@cloudscape-design/components/spinner';
import { lazy, Suspense } from 'react';
import type { JsonEditorProps } from './types';

export type { JsonEditorProps } from './types';

// jsoneditor is heavy (~250 KB gzip): it loads with the first editor shown, never with the page that may show one.
const JsonEditorView = lazy(() => import('./JsonEditorView'));

/** THE JSON editor of the console (jsoneditor: tree, code, form and view modes), lazy-loaded. */
export function JsonEditor(props: JsonEditorProps) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? 280 }}>
          <Spinner /> Loading the JSON editor
        </div>
      }
    >
      <JsonEditorView {...props} />
    </Suspense>
  );
}
