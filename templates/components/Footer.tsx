import type { FooterModel } from '../../src/render/models.ts';
import { Logo } from './Logo.tsx';
import { themed } from '../theme.ts';

function FooterView({ footer }: { footer: FooterModel }) {
  return (
    <footer className={`theme-layout-footer footer footer--${footer.style}`}>
      <div className="footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div className="footer__column" key={column.title}>
              <h2 className="footer__title">{column.title}</h2>
              <ul>
                {column.links.map((link, index) => (
                  <li key={`${link.label}-${index}`}>
                    {link.html !== undefined ? (
                      // Trusted HTML from the site's own config, as Docusaurus's footer `html` items.
                      <span className="footer__html" dangerouslySetInnerHTML={{ __html: link.html }} />
                    ) : (
                    <a
                      className="footer__link"
                      href={link.href}
                      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {link.label}
                    </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {footer.logo ? (
          <a className="footer__logo" href={footer.logo.href}>
            <Logo logo={footer.logo} />
          </a>
        ) : null}
        {footer.copyright ? <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : null}
      </div>
    </footer>
  );
}

export const Footer = themed('Footer', FooterView);
