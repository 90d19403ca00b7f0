import type { AnnouncementBarConfig } from '../../src/config/site-config.ts';
import { themed } from '../theme.ts';
import { translate, useLocaleMessages } from '../translate.ts';

function AnnouncementBarView({ bar }: { bar: AnnouncementBarConfig }) {
  const messages = useLocaleMessages();
  return (
    <div
      className="theme-announcement-bar announcement-bar"
      role="banner"
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-bar__close" aria-label={translate(messages, 'theme.AnnouncementBar.closeButtonAriaLabel', 'Close announcement')}>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

export const AnnouncementBar = themed('AnnouncementBar', AnnouncementBarView);
