import type { Metadata, Viewport } from 'next';
import './globals.css';

export const metadata: Metadata = {
  title: { default: '東震股份有限公司', template: '%s' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#8b1e2d' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-Hant-TW">
      <body>{children}</body>
    </html>
  );
}
