import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { type NavLink, mobileLinkFrom } from '@/app/links';
import { Icon } from './icons';
import { Tag } from './Tag';
import { usePerpsHome } from '@/hooks/usePerpsHome';

interface NavItemProps {
  readonly link: NavLink;
  readonly className?: string;
  readonly activeClassName?: string;
  readonly role?: 'menuitem';
  readonly onSelect?: () => void;
}

/** One navigation entry: a router link, or an external page in a new tab (https only). */
export const NavItem = ({ link: given, className, activeClassName, role, onSelect }: NavItemProps) => {
  const perpsHome = usePerpsHome();
  const location = useLocation();
  // Perps goes to the engine the remote config names; Mobile carries the current page for its QR code.
  const link = given.to === '/perps' ? { ...given, to: perpsHome } : given.to === '/mobile' ? { ...given, to: mobileLinkFrom(location) } : given;
  const content = (
    <>
      {link.label}
      {link.tags?.map((tag) => (
        <Tag key={tag} label={tag} />
      ))}
    </>
  );
  if (link.external) {
    return (
      <a className={className} href={link.to} target="_blank" rel="noopener noreferrer" role={role} onClick={onSelect}>
        {content}
        <Icon name="external" size={12} />
      </a>
    );
  }
  return (
    <RouterNavLink
      to={link.to}
      role={role}
      onClick={onSelect}
      className={({ isActive }) => [className, isActive ? activeClassName : undefined].filter(Boolean).join(' ')}
    >
      {content}
    </RouterNavLink>
  );
};
