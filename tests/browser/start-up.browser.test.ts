// What the host page pays while the widget's entry chunk is evaluated, in a page of its own (the
// chunk is evaluated once per page).
import { expect } from 'chai';
import { loadWidgetScript } from './helpers.ts';

describe('the widget at start-up', () => {
  it('creates no Error while its script is evaluated', async () => {
    // Where an inspector is attached (DevTools, Lighthouse, PageSpeed Insights), V8 captures a detailed
    // stack for each new Error and so parses every function on the stack again for its source
    // positions: an Error made while react-dom's module runs re-read all of react-dom on the host
    // page's main thread (~90 ms at 4× CPU slowdown). Counting the calls keeps that from coming back.
    const OriginalError = window.Error;
    const callers: string[] = [];
    const counting: ErrorConstructor = new Proxy(OriginalError, {
      apply(target, thisArg, args: unknown[]) {
        callers.push(String(args[0]));
        return Reflect.apply(target, thisArg, args);
      },
      construct(target, args: unknown[], newTarget): object {
        callers.push(String(args[0]));
        return Reflect.construct(target, args, newTarget === counting ? target : newTarget);
      },
    });
    window.Error = counting;
    try {
      await loadWidgetScript();
    } finally {
      window.Error = OriginalError;
    }
    expect(callers, 'errors created while the widget was evaluated').to.deep.equal([]);
    expect(customElements.get('booking-form'), 'the element is defined').to.be.a('function');
  });
});
