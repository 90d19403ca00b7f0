import type { LogoModel } from '../../src/render/models.ts';
import { themed } from '../theme.ts';

/** Both logo variants are in the HTML; CSS shows the one for the current colour mode. */
function LogoView({ logo }: { logo: LogoModel }) {
  return (
    <>
      <img className="logo logo--light" src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
      <img className="logo logo--dark" loading="lazy" src={logo.srcDark} alt={logo.alt} width={logo.width} height={logo.height} />
    </>
  );
}

export const Logo = themed('Logo', LogoView);
