import { checkoutStepRoute } from '@/components/checkout/checkout-page';
import { StepThree } from '@/components/checkout/step-three/step-three';

/** Step 3 (spec-coverage “Checkout pages”): the frame on the server; the member's draft, cart and choices in the browser, through the BFF. */
const route = checkoutStepRoute(3, <StepThree />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
