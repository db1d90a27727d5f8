import { checkoutStepRoute } from '@/components/checkout/checkout-page';
import { CartView } from '@/components/checkout/step-one/cart-view';

/** Cart step 1 (spec-coverage “Member area: favourites and cart step 1”): the frame is rendered on the server, the member's cart in the browser through the BFF. */
const route = checkoutStepRoute(1, <CartView />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
