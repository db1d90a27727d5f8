import { loadProducts } from '@/lib/api/loaders/catalogue';

export default async function HomePage() {
  const products = await loadProducts();
  return (
    <main>
      <h1>東震</h1>
      <ul>
        {products.data.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
    </main>
  );
}
