export const metadata = { title: 'content floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="zh-Hant-TW">
      <body>{children}</body>
    </html>
  );
}
