/** Marketing pieces other screens show: plan cards, testimonials, the upsell card. */
export { type PlanAction, PlanCards, planCtaClass, signedOutPlanActions } from './plan-cards';
export { TestimonialsCarousel, TestimonialsSection } from './testimonials-carousel';
export { UpsellPromptCard } from './upsell-prompt';
