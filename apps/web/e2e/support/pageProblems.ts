/**
 * Records what a user never should meet while using a page normally: an answer with a 4xx or
 * 5xx status, a console error (the browser logs every failed request there too) and an uncaught
 * exception. Watch from the first step, stop after the last, then expect `problems()` empty.
 */
import type { ConsoleMessage, Page, Response } from 'playwright-core';

export interface PageProblems {
  problems(): string[];
  stop(): void;
}

export function watchPageProblems(page: Page): PageProblems {
  const found: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400) {
      found.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') found.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => {
    found.push(`uncaught: ${error.message}`);
  };
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    problems: () => [...found],
    stop: () => {
      page.off('response', onResponse);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}
