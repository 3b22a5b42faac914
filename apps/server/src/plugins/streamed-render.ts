import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CriticalCss } from './critical-css';
import { streamHtml, type HtmlStream } from './html-encoding';
import { serverRender, templateParts, type Rendered, type RenderFunction } from './server-render';

/**
 * A signed-in page, streamed (issue 34, decision 0037). The head of the document (the
 * stylesheet, the boot script, the share meta) goes out as soon as the page's status is known,
 * that is once its loaders have run and its own read has answered; the rest of its data and the
 * render follow. The browser fetches the stylesheet meanwhile, and the first byte no longer waits
 * for the slowest call of the page. Answers 'sent' once it has sent the page. A redirect, or a
 * render that failed before its head went out, comes back as serverRender's answer (the caller
 * sends it as before); one that fails after sends the shell's body under that head: the boot
 * script then loads the app, which renders the page in the browser (never a 500, never half a
 * page).
 */
export async function streamedServerRender(
  app: FastifyInstance,
  render: RenderFunction,
  req: FastifyRequest,
  reply: FastifyReply,
  template: string,
  critical?: CriticalCss | null,
): Promise<'sent' | Rendered> {
  const parts = templateParts(template, critical);
  if (!parts) return serverRender(app, render, req, reply, template, { critical });
  // Set by onHead, inside the render (a holder: TypeScript does not see a callback's assignment).
  const out: { stream?: HtmlStream; answered?: boolean } = {};
  const rendered = await serverRender(app, render, req, reply, template, {
    critical,
    onHead: (status) => {
      // A render that ran out of time goes on in the background: its late status must not
      // start a second answer after the shell went out.
      if (out.stream || out.answered) return;
      // The header in it is the visitor's (signed in): never one shared copy.
      void reply
        .status(status)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie');
      out.stream = streamHtml(reply);
      out.stream.write(parts.head);
    },
  });
  out.answered = true;
  const started = out.stream;
  if (!started) return rendered;
  const page =
    rendered && 'html' in rendered && rendered.html.startsWith(parts.head)
      ? rendered.html.slice(parts.head.length)
      : parts.shell;
  started.end(page);
  return 'sent';
}
