'use client';

import { HOME_PATH } from '@/lib/routes/member';
import { Notice } from '@/components/ui/modal';
import type { Popup } from './login-submit';
import { SESSION_MESSAGES } from './session-messages';
import styles from './login-form.module.css';
import notice from './wide-notice.module.css';

/**
 * What a login can end in besides going on: the suspended member's popup, the exited member's
 * message, or the notice pop-up before the remembered page. `go` leaves for the page the popup names.
 */
export function LoginPopup({ popup, go }: { popup: Popup; go: (target: string) => void }) {
  if (popup.kind === 'suspended') {
    return (
      <Notice title={SESSION_MESSAGES.suspendedTitle} onConfirm={() => go(HOME_PATH)}>
        {SESSION_MESSAGES.suspendedBody(popup.phone)}
      </Notice>
    );
  }
  if (popup.kind === 'exited') return <Notice title={SESSION_MESSAGES.exited} onConfirm={() => go(HOME_PATH)} />;
  return (
    <Notice title={popup.notice.pop?.title || '公告'} className={notice.wideNotice} onConfirm={() => go(popup.target)}>
      {popup.video ? (
        <iframe
          src={popup.video.video}
          title={popup.video.video_alt || popup.video.title}
          className={styles.video}
          loading="lazy"
          allowFullScreen
        />
      ) : popup.notice.pop?.content ? (
        <NoticeBody type={popup.notice.pop.type} content={popup.notice.pop.content} />
      ) : null}
      {popup.notice.memberMessage ? <p>{popup.notice.memberMessage}</p> : null}
    </Notice>
  );
}

/**
 * A text notice is shown as its text (the HTML is reduced to text in an inert document, so nothing
 * of it runs); a video notice names its video-resources entry, shown by title.
 */
function NoticeBody({ type, content }: { type: string; content: string }) {
  if (type === 'video') return <p>影片：{content}</p>;
  const text = new DOMParser().parseFromString(content, 'text/html').body.textContent ?? '';
  return <p style={{ whiteSpace: 'pre-line' }}>{text}</p>;
}
