import { Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useCorrectRate, type MonthRate } from '../../../api/exchange-rate-queries.ts';
import { ErrorBox } from '../../../components/query-state.tsx';
import { useLanguage } from '../../../i18n/language-context.ts';
import { LOCALES } from '../../../i18n/languages.ts';
import { useDecimalSeparator, useFormats } from '../../../i18n/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { monthName, rateFault, typedRate } from './rate-words.ts';

/** What the dialog is open for: one rate to correct, or a new currency's rate for the month. */
export type RateEdit = { readonly month: string; readonly rate?: MonthRate };

/** A rate set by hand: the value as a Belgian types it, and why (kept in the audit log). */
export function CorrectRateDialog({
  edit,
  onClose,
}: {
  edit: RateEdit | null;
  onClose: () => void;
}) {
  const t = useT();
  const formats = useFormats();
  const separator = useDecimalSeparator();
  const { language } = useLanguage();
  const named = (month: string) => monthName(month, LOCALES[language]);
  const [currency, setCurrency] = useState('');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<RateEdit | null>(null);
  const correct = useCorrectRate({
    onSuccess: (saved) => {
      notifications.show({
        color: 'green',
        message: t('rates.saved', { currency: saved.currency, month: named(edit?.month ?? '') }),
      });
      close();
    },
  });
  if (edit !== shown) {
    setShown(edit);
    setCurrency(edit?.rate?.currency ?? '');
    setValue(edit?.rate ? typedRate(edit.rate.per_euro, separator) : '');
    setReason('');
  }
  const close = () => {
    correct.reset();
    onClose();
  };
  const faults = correct.isError ? rateFault(correct.error, t, formats) : {};
  const placed = ['perEuro', 'reason', 'currency'].some((field) => faults[field]);
  const title = edit?.rate
    ? t('rates.correctTitle', { currency: edit.rate.currency, month: named(edit.month) })
    : t('rates.addTitle', { month: edit ? named(edit.month) : '' });
  return (
    <Modal
      opened={edit !== null}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {edit && (
        <form
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            correct.mutate({ currency, month: edit.month, per_euro: value, reason });
          }}
        >
          <Stack gap="sm">
            {!edit.rate && (
              <TextInput
                label={t('rates.currency')}
                value={currency}
                maxLength={3}
                w={120}
                data-autofocus
                error={faults.currency}
                onChange={(event) => setCurrency(event.currentTarget.value.toUpperCase())}
              />
            )}
            <TextInput
              label={t('rates.newRate')}
              description={t('rates.newRateHint')}
              inputMode="decimal"
              value={value}
              data-autofocus={edit.rate ? true : undefined}
              error={faults.perEuro}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
            <Textarea
              label={t('rates.reason')}
              description={t('rates.reasonHint')}
              value={reason}
              maxLength={500}
              autosize
              minRows={2}
              error={faults.reason}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            {correct.isError && !placed && <ErrorBox error={correct.error} />}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                type="submit"
                loading={correct.isPending}
                disabled={!value.trim() || !reason.trim() || currency.length !== 3}
              >
                {t('rates.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
