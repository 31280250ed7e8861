import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useLanguage } from '../../../i18n/language-context.ts';
import { useT } from '../../../i18n/use-t.ts';
import { chainText } from './tariff-chain.ts';
import { codeDigits, formatTariffCode, isCommodityCode, pickableLines } from './tariff-code.ts';
import { MIN_SEARCH, useTariffSearch } from './tariff-queries.ts';

// An option's chain in characters: the code and the chain on one line of the dropdown.
const OPTION_CHAIN_MAX = 110;

/**
 * The commodity code of a goods line, picked from the tariff: type a code prefix ("7318 15") or
 * words in Dutch, French or English; each option shows its code as the tariff prints it and its
 * description chain in the page's language, so that "Other" reads as what it is. Arrows move, Enter
 * picks (the first line unless another is chosen), Escape closes the list and then gives up the
 * edit. A whole 8- or 10-digit code typed and confirmed is taken as it is, found or not; anything
 * else left unpicked falls back to the value. `onChange` gets the digits only; `onDone` is told
 * when a code was picked or the edit given up (a grid moves on).
 */
export function TariffPicker({
  value,
  onChange,
  label,
  autoFocus,
  onDone,
}: {
  value: string;
  onChange: (code: string) => void;
  label?: string;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(() => formatTariffCode(value));
  const [shownValue, setShownValue] = useState(value);
  // State follows the prop: a value changed from outside (undo, paste in the grid) replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    setText(formatTariffCode(value));
  }
  const opened = combobox.dropdownOpened;
  const search = useTariffSearch(opened ? text : '');
  const lines = pickableLines(search.data ?? []);
  // The list answers an older text while the next answer is on its way: Enter must not pick from it.
  const current = search.term === text.trim() && !search.isPlaceholderData && !search.isFetching;

  // A fresh answer preselects its first line: Enter picks the best match.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (opened && current && lines.length > 0) selectFirstOption();
  }, [opened, current, lines.length, search.data, selectFirstOption]);

  const pick = (code: string, done = true) => {
    setText(formatTariffCode(code));
    setShownValue(code);
    combobox.closeDropdown();
    if (code !== value) onChange(code);
    if (done) onDone?.();
  };
  const typedCode = () => {
    const digits = codeDigits(text);
    return isCommodityCode(digits) ? digits : null;
  };
  const giveUp = () => {
    setText(formatTariffCode(value));
    combobox.closeDropdown();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && !opened) {
      giveUp();
      onDone?.();
    }
    if (event.key === 'Enter' && (!current || combobox.getSelectedOptionIndex() === -1)) {
      // Combobox's own handler runs next: with no option selected it picks nothing.
      combobox.resetSelectedOption();
      const typed = typedCode();
      if (typed) {
        event.preventDefault();
        pick(typed);
      }
    }
  };

  const q = text.trim();
  const status =
    q.length < MIN_SEARCH
      ? t('reviewTariff.typeMore')
      : search.isError
        ? t('reviewTariff.unavailable')
        : lines.length === 0 && (!current || search.isPending)
          ? t('reviewTariff.searching')
          : lines.length === 0
            ? t('reviewTariff.nothingFound', { q })
            : null;

  return (
    <Combobox store={combobox} onOptionSubmit={(code) => pick(code)}>
      <Combobox.Target withExpandedAttribute>
        <TextInput
          label={label ?? t('reviewTariff.label')}
          placeholder={t('reviewTariff.placeholder')}
          value={text}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onKeyDown={onKeyDown}
          onBlur={() => {
            const typed = typedCode();
            if (typed && typed !== value) pick(typed, false);
            else giveUp();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options
          aria-label={t('reviewTariff.options')}
          mah={320}
          style={{ overflowY: 'auto' }}
        >
          {status !== null ? (
            <Combobox.Empty>{status}</Combobox.Empty>
          ) : (
            lines.map((line) => (
              <Combobox.Option value={line.code} key={line.code}>
                <Group gap="sm" wrap="nowrap" align="baseline">
                  <Text ff="monospace" fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatTariffCode(line.code)}
                  </Text>
                  <Text size="sm" c="dimmed" truncate="end" title={chainText(line.chain, language)}>
                    {chainText(line.chain, language, { max: OPTION_CHAIN_MAX })}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
