// widget/agents.js (W06): the agent list pop-up. A channel with agents (is_agent, agent_data)
// opens a list of the people behind it, each a real link by its channel's rules (links.ts
// agentLinks), under the widget's header (header_text, header_sub_text and its colours).
import type { Ctx } from '../boot';
import type { Channel } from '../wire';
import { pop } from '../pop/pop';
// (list/links.ts and icon.ts are in widget/list.js, already loaded: rollup.config.mjs RUNGS)
import type { Page } from '../list/links';
import { agentLinks } from './links';
import { icon } from '../list/icon';

const STYLE =
  '.ag{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:4px}' +
  '.ag a{display:flex;align-items:center;gap:12px;padding:8px;border-radius:8px;color:inherit;text-decoration:none}' +
  '.ag a:hover{background:#f2f4f7}.ag a:focus-visible{outline:3px solid #1f2328;outline-offset:-3px}' +
  // (the icon's own look is the list's .i)
  '.ag .i{width:44px;height:44px;box-shadow:none}';

/** `pick()`: a press on an agent (call 2 for the channel, as list.ts does for a channel) */
export function open(c: Ctx, ch: Channel, page: Page, pick: () => void): void {
  const w = c.w;
  const p = pop(c, w.header_text || ch.hover_text || ch.channel, { sub: w.header_sub_text, bg: w.header_bg_color, fg: w.header_text_color, css: STYLE });
  const ul = document.createElement('ul');
  ul.className = 'ag';
  for (const { agent, href, target } of agentLinks(ch, c.mobile(), page)) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = href;
    a.target = target;
    if (target == '_blank') a.rel = 'noopener noreferrer';
    const name = document.createElement('span');
    name.textContent = agent.agent_title || String(agent.value);
    name.dir = 'auto';
    a.append(icon({ channel: name.textContent, channel_type: '', value: '', svg_icon: agent.svg_icon, custom_image_url: agent.agent_image, icon_color: agent.agent_bg_color }), name);
    c.P.on(a, 'click', () => (pick(), p.close()));
    li.append(a);
    ul.append(li);
  }
  p.body.append(ul);
}
