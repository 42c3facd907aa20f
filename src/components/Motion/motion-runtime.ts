// Everything the site's motion needs from framer-motion, in one chunk fetched once, on the
// visitor's first interaction (see use-motion.tsx), never while a page loads. Only the
// features used: domAnimation (entrances) and animate() (the slider's slide-in and spring
// back); the slider's swipe is plain pointer events, so no page needs domMax's drag.
export { LazyMotion, MotionConfig, animate, domAnimation, m } from 'framer-motion';
