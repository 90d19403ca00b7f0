import type { AnnouncementBarConfig } from '../../src/config/site-config.ts';

export function AnnouncementBar({ bar }: { bar: AnnouncementBarConfig }) {
  return (
    <div
      className="announcement-bar"
      role="banner"
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
    </div>
  );
}
