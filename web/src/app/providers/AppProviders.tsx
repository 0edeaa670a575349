import { I18nProvider } from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NotificationsProvider } from '../../components/notifications/NotificationsProvider';
import { createQueryClient } from './query-client';

/** Server state (react-query), Cloudscape's English strings and the page's flash messages. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="en" messages={[enMessages]}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
