import type { Locale } from '@/lib/domain/locale/locale';
import type messages from '@/messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
