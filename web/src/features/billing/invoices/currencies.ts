import { isCurrencyCode } from '@switchboard/shared';

/** The currencies offered first; any other ISO 4217 code can be typed (and is checked with isCurrencyCode). */
const COMMON = [
  'USD',
  'EUR',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'JPY',
  'CNY',
  'INR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'MXN',
];

const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'currency' }) : undefined;

export const currencyOptions = COMMON.filter(isCurrencyCode).map((code) => ({
  value: code,
  description: names?.of(code),
}));
