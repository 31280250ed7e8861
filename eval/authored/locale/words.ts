/** Amounts in English words, as exporters in China, India and Turkey print them ("SAY TOTAL ..."). */

const ONES = [
  '',
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
  'THIRTEEN',
  'FOURTEEN',
  'FIFTEEN',
  'SIXTEEN',
  'SEVENTEEN',
  'EIGHTEEN',
  'NINETEEN',
];
const TENS = ['', '', 'TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];

const belowThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds] ?? ''} HUNDRED`);
  if (rest > 0) {
    const words =
      rest < 20
        ? (ONES[rest] ?? '')
        : `${TENS[Math.floor(rest / 10)] ?? ''}${rest % 10 ? `-${ONES[rest % 10] ?? ''}` : ''}`;
    parts.push(hundreds > 0 ? `AND ${words}` : words);
  }
  return parts.join(' ');
};

export const inWords = (n: number): string => {
  if (n === 0) return 'ZERO';
  const parts: string[] = [];
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  if (millions > 0) parts.push(`${belowThousand(millions)} MILLION`);
  if (thousands > 0) parts.push(`${belowThousand(thousands)} THOUSAND`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
};

const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  USD: 'US DOLLARS',
  EUR: 'EURO',
  GBP: 'POUNDS STERLING',
};

export const amountInWords = (amount: number, currency: string): string => {
  const whole = Math.floor(amount + 1e-9);
  const cents = Math.round((amount - whole) * 100);
  const money = CURRENCY_WORDS[currency] ?? currency;
  const centsText = cents > 0 ? ` AND CENTS ${inWords(cents)}` : '';
  return `SAY TOTAL ${money} ${inWords(whole)}${centsText} ONLY.`;
};
