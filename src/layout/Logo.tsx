import { Link } from 'react-router-dom';
import { usePlatform } from '../stores/platform';
import css from './layout.module.css';

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--ec-primary, #1890ff)" />
      <path d="M8 21.5 16 9l8 12.5" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="16" cy="22" r="2.4" fill="#fff" />
    </svg>
  );
}

export default function Logo({ collapsed, dark }: { collapsed?: boolean; dark?: boolean }) {
  const name = usePlatform((s) => s.sysName);
  const logo = usePlatform((s) => s.logoIcon);
  return (
    <Link to="/home" className={`${css.logo} ${dark ? css.logoDark : ''}`} title={name}>
      {logo ? <img src={logo} alt="" width={28} height={28} style={{ objectFit: 'contain' }} /> : <LogoMark />}
      {!collapsed && (
        <span className={css.logoText} data-testid="shell-platform-name">
          {name}
        </span>
      )}
    </Link>
  );
}
