import { createElement } from 'react';
// Written by bench/lib/content-floor.mjs before each build: a shop page's CSS and body as trees.
import content from './content.json';

function element(node, key) {
  if (typeof node === 'string') return node;
  const [tag, props, ...children] = node;
  return createElement(tag, { ...props, key }, ...children.map(element));
}

export default function Page() {
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: content.style }} />
      {content.body.map(element)}
    </>
  );
}
