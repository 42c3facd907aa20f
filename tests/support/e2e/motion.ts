import type { Page, Response } from '@playwright/test';

/** The script that carries framer-motion's runtime: only its code names `data-framer-appear-id`. */
export async function isMotionCode(response: Response): Promise<boolean> {
  return response.request().resourceType() === 'script' && (await response.text()).includes('data-framer-appear-id');
}

/**
 * Resolves once the motion code has arrived and run, watched from outside: its response,
 * then the load event of the script element webpack added for it (fired after the chunk
 * ran and the import() resolved; webpack removes the element after that, so a missing
 * element means it has run already). Call it before the interaction that fetches the code.
 */
export async function motionCodeRan(page: Page): Promise<void> {
  const response = await page.waitForResponse(isMotionCode);
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const script = [...document.scripts].find((element) => element.src === src);
        if (!script) resolve();
        else script.addEventListener('load', () => resolve(), { once: true });
      }),
    response.url(),
  );
}
