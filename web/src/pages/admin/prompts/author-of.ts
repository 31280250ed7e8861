import { useT } from '../../../i18n/use-t.ts';

/** Who saved a version: an admin's name, or the shipped text the service seeded (`system`). */
export const useAuthorOf = () => {
  const t = useT();
  return (name: string) => (name === 'system' ? t('prompts.system') : name);
};
