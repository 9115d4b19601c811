/** The Panorama logo mark; the same file is the favicon. */
import logoMarkUrl from '../assets/logo-mark.svg';

export function LogoMark({ size = 28 }: { size?: number }) {
  // Decorative: the product name is always written next to it.
  return <img src={logoMarkUrl} width={size} height={size} alt="" aria-hidden="true" />;
}
