import { permanentRedirect } from 'next/navigation';

/** Spec §2: /product redirects to /product/view. */
export default function ProductIndex() {
  permanentRedirect('/product/view');
}
