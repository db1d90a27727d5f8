import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <h1>地板</h1>
      <p>一個空白的 Next.js 頁面：同一版本的 next 與 react 所能給出的最低成本。</p>
      <Link href="/">首頁</Link>
    </main>
  );
}
