import { Button, Menu } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { ADMIN_MENU, mayOpen } from '../pages/admin/admin-pages.ts';

/** Administration, for declarants and administrators: each page their role opens, nothing else. */
export function AdminMenu({ roles }: { roles: readonly string[] }) {
  const t = useT();
  const { pathname } = useLocation();
  const pages = ADMIN_MENU.filter((page) => mayOpen(roles, page.policy));
  if (pages.length === 0) return null;
  const active = pages.some((page) => page.path.toLowerCase() === pathname.toLowerCase());
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant={active ? 'light' : 'subtle'}
          color={active ? undefined : 'gray'}
        >
          {t('admin.menu')} ▾
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {pages.map((page) => (
          <Menu.Item key={page.path} component={NavLink} to={page.path}>
            {t(page.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
