import styles from './dashboard.module.css';

export interface AvatarProps {
  name: string;
  /** A local preview URL; initials are shown without one. */
  src: string | null;
  size: 'sm' | 'lg';
  /** Empty when the name is printed beside the avatar. */
  alt?: string;
}

function initials(name: string): string {
  const letters = name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The user's picture, or their initials on a coloured disc. */
export function Avatar({ name, src, size, alt = '' }: AvatarProps) {
  const pixels = size === 'lg' ? 88 : 32;
  const className = `${styles.avatar} ${size === 'lg' ? styles.avatarLg : styles.avatarSm}`;
  if (src) return <img className={className} src={src} alt={alt} width={pixels} height={pixels} />;
  return (
    <span
      className={className}
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
    >
      {initials(name)}
    </span>
  );
}
