// W06: the agents' links, by their channel's link rules (list/links.ts link(), in widget/list.js,
// already loaded when a channel's agents open). Here, not in list/links.ts, because only the
// agent list pop-up builds them: in widget/list.js they cost every widget's first interaction
// about 0.1 kB. Pure, as list/links.ts (test/widget/links.test.ts).
import type { Agent, Channel } from '../wire';
import { on } from '../../core/flags';
import { link, str, typeOf, type Link, type Page } from '../list/links';

/** One agent's link (W06): the agent's own value, pre-set message, LinkedIn kind, Viber link
 *  and WhatsApp Web choice, by its channel's type. An agent field left out falls back to the
 *  channel's (pre-set message, web version); an agent always links, it opens no pop-up. */
export function agentPress(a: Agent, ch: Channel, mobile: boolean, page: Page = {}): Link | null {
  const type = typeOf(ch);
  const who = `${str(ch.channel) || type} agent ${str(a.agent_title)}`.trim();
  return link(
    type,
    {
      value: a.value,
      msg: a.pre_set_message ?? ch.pre_set_message,
      company: a.link_type == 'company',
      viber: a.viber_url,
      web: on(a.use_whatsapp_web ?? ch.is_use_web_version),
    },
    mobile,
    page,
    who,
  );
}

/** The agent list (W06): each usable agent with its link; an unusable one is left out (and
 *  logged once) */
export const agentLinks = (ch: Channel, mobile: boolean, page: Page = {}) =>
  (ch.agent_data || []).flatMap((agent) => {
    const l = agentPress(agent, ch, mobile, page);
    return l ? [{ agent, ...l }] : [];
  });
