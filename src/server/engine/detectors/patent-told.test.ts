import { describe, expect, it } from 'vitest';
import { one, patents } from './patent-test-support.ts';

// Inventions told as a change and its results, in voice memos, chats, FAQs and manuals.
describe('detectPatents: mechanisms told with their results, in posts, chats and memos', () => {
  it('reads a passage the writer says they rebuilt when the next lines measure what it changed, and names the thing rebuilt', () => {
    const post = [
      'A year ago our sewer crawlers sent back 6 GB of video for every kilometre of pipe.',
      '',
      'We rewrote our onboard software so the crawler carries a 3D model of the pipe it is in. Every frame from the camera is compared, on the crawler, against that model. Only frames where the wall differs by more than 5 mm are kept at full resolution and sent; the rest become a position stamp.',
      '',
      '## The results',
      '- 90% less data over the tether, so the crawler runs 30% longer on one battery.',
      '- Crews get a list of defects the same day.',
    ].join('\n');
    const { rec } = one(post);
    expect(rec.name).toMatch(/onboard software/i);
    // Without the measured result it is a description of how the crawler works, and no claim of anything new.
    expect(patents(post.split('## The results')[0]!)).toEqual([]);
  });

  it('reads "two things" in a chat export as the parts of one change, never naming it after the time-stamped speaker', () => {
    const chat = [
      'Ana Lopes  10:02 AM',
      'benchmark is in. the archive of sensor logs went from 900 GB to 70 GB',
      '',
      'Tom Reid  10:04 AM',
      'how??',
      '',
      'Ana Lopes  10:07 AM',
      'two things',
      '1. the splitter runs on the logger now: it cuts each reading into a timestamp and a value and stores them in separate columns',
      '2. timestamps are delta-encoded and values as varints, so a column of slowly rising readings compresses to almost nothing',
    ].join('\n');
    const { rec } = one(chat);
    expect(rec.name).toMatch(/splitter/i);
    expect(rec.name).not.toMatch(/Ana|Lopes|AM/);
  });

  it('reads "Why the X matters" over a list of how a redesign works, named after the product and not its old version', () => {
    const memo = [
      '## Why the HeliTag v4 matters',
      '',
      'The v3 tag logged humidity every minute and its battery lasted about a month. The new design changes how the tag spends its energy:',
      '',
      '- The tag sleeps almost all the time. A comparator circuit wakes the processor only when the humidity moves more than 3% in an hour.',
      '- Readings are stored as the difference from the previous reading, so the memory holds four times as many.',
      '- The radio stays off until the tag passes a gateway, then uploads everything in one burst.',
    ].join('\n');
    const { rec } = one(memo);
    expect(rec.name).toMatch(/HeliTag/);
    expect(rec.name).not.toMatch(/v3/);
  });

  it('reads a paragraph titled "What I built" as the writer\'s own device', () => {
    const post = [
      'Background: street vendors lose a third of their ice by noon.',
      '',
      'What I built: a cart lid with two layers of foil-faced foam and a hinged flap. When the vendor lifts the flap, a spring-loaded gasket seals the gap around the opening, and a thermal strip on the inside shows when the ice falls below 2 kg.',
    ].join('\n');
    expect(patents(post).length).toBeGreaterThan(0);
  });
});

describe('detectPatents: a voice memo, a chat, and what is someone else\'s', () => {
  it('reads a paragraph that opens "what the X does is" as the speaker\'s own device', () => {
    const memo = [
      'so this is for the lawyer. the thing I want to talk about is the Shorelok.',
      '',
      "So what the Shorelok does is, um, okay. It's a cam clamp. A tapered pin goes through the holes in both boards and pulls them into line. Then you push the lever down and the eccentric cam squeezes the two rails together, and a spring-loaded tab pops out only when the cam is over centre.",
    ].join('\n');
    expect(patents(memo).length).toBeGreaterThan(0);
  });

  it('reads the numbered items after "tech side:" as the parts of one invention', () => {
    const chat = [
      'tech side:',
      '1. the wiper. a flexible strip with interleaved electrodes printed on it, driven with a 3-phase travelling wave.',
      '2. the strip rides on a cushion of air 2 mm off the glass, and the air jets pulse in sync with the wave.',
      '3. the chassis drives along the frame of the panel row on its own motor, no rails needed.',
    ].join('\n');
    expect(patents(chat).length).toBeGreaterThan(0);
  });

  it("finds no invention in a feature built on another firm's model or API, nor in a 'new health system' pilot", () => {
    const update = [
      'Quick version: revenue up 41%, two new health system pilots, burn flat.',
      '',
      "**Product.** The coach launched in April: the phone's camera runs Google's MediaPipe pose model on-device, we compare joint angles against the target range, and we send a short summary (not video) to OpenAI's API to turn \"knee flexion 72°, target 90°\" into a friendly sentence. That cut upload size by 95%.",
    ].join('\n');
    expect(patents(update)).toEqual([]);
  });

  it('reads "there is no new algorithm in there" and "unlikely to be a new invention" as disclaimers', () => {
    const text = [
      '## Our approach',
      'We designed a knee tracker: an accelerometer and a gyroscope in the strap compare the joint angle with a target range, and a vibration motor buzzes when the angle is wrong. The firmware sends only the changes over Bluetooth, cutting the data sent by 80%.',
    ].join('\n');
    expect(patents(text).length).toBeGreaterThan(0);
    expect(patents(`${text}\nThere is no new algorithm in there and we will not pretend there is.`)).toEqual([]);
    expect(patents(`${text}\nOur lawyer said the tracker is unlikely to be a new invention.`)).toEqual([]);
    expect(patents(`${text}\nWe do not manufacture anything ourselves.`)).toEqual([]);
    // A part disowned is not the whole: the tracker stays.
    expect(patents(`${text}\nThe Bluetooth chip is not our invention; we buy it from Nordic.`).length).toBeGreaterThan(0);
    expect(patents('We extend shelf life to 28 days in a high-pressure processing plant. HPP is not our invention; the plant processes juices for many brands.')).toEqual([]);
  });

  it('finds no invention in equipment the business installs, however new and measured it is', () => {
    const installer = [
      'Sunhaven Power puts solar backup into homes in Durban.',
      'We install new hybrid inverters with a 3 kW output that cut grid draw by 40% during load shedding.',
    ].join('\n');
    expect(patents(installer)).toEqual([]);
    expect(patents(installer.replace('We install new', 'We designed new')).length).toBeGreaterThan(0);
  });
});

describe('detectPatents: a mechanism told one plain word of the trade at a time', () => {
  it('reads a "What we did" section whose sentences each name one part, named from its parts', () => {
    const blog = [
      '## The problem',
      'Small boats fill with rain and spray, and a bilge pump needs a battery.',
      '',
      '## What we did',
      'Under the cockpit floor there is a shallow channel that runs aft to a slot in the hull.',
      'Over that slot sits a flap of sailcloth, sewn to a thin bronze strip that is the hinge and the weight.',
      '- At rest, the weight of the strip holds the flap flat against the slot, so it seals.',
      '- When the boat sails faster than 6 knots, water rushing past the hull creates suction behind the slot.',
      '- That low pressure lifts the flap and the water in the channel is sucked out.',
      'No moving parts except a piece of cloth, no pump, no battery.',
    ].join('\n');
    const found = patents(blog);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.rec.name).not.toMatch(/what we did/i);
  });

  it('reads an FAQ answer to "How does it ...?" that claims its clever part, in few technical words', () => {
    const faq = [
      '## What is the EdgeKeep Sharpener?',
      'A guided whetstone system for kitchen knives.',
      '',
      '## How does it hold the angle?',
      'The knife sticks to a magnetic carriage by its flat side. You can swap in the 15° or 20° rail.',
      'The stone sits in a water tray on a spring-loaded floor that presses it up against the blade.',
      'Here is the clever part: as the stone wears thinner, the spring lifts it so its top stays at the same height.',
    ].join('\n');
    const found = patents(faq);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.rec.name).toMatch(/EdgeKeep/);
  });

  it('counts the parts of a sensing rig as technical words: a hydrophone, an auger, a Raspberry Pi', () => {
    const notes = [
      '## How PulseFeed decides when to stop',
      'Each feeder has a small hydrophone hanging 40 cm below the surface in front of the auger.',
      '- The controller, a Raspberry Pi in the grey box, counts the feeding strikes in every 10-second window.',
      '- When the count falls below a threshold, the auger slows to half speed; if it stays low, the auger stops.',
    ].join('\n');
    expect(patents(notes).length).toBeGreaterThan(0);
  });
});

describe('detectPatents: voice memos, chat summaries and manuals', () => {
  it('reads "the bit I\'m actually happy with is" as the speaker claiming the mechanism', () => {
    const memo = [
      "So what I've got. I've got a clamp that goes round the vertical tube of the scaffold, any tube from 48 to 60 mm.",
      "It's a C-shape that hooks round, and a cam lever clamps it. That's the easy bit, everyone's got a cam.",
      "The bit I'm actually happy with is, when the lever goes past centre, a little spring-loaded pin drops into a notch, so it can't flip open from vibration.",
    ].join(' ');
    expect(patents(memo).length).toBeGreaterThan(0);
  });

  it('reads the list after "how Fieldsync v3 sync works:" as one invention, however its name runs', () => {
    const chat = [
      'quick summary of how Fieldsync v3 sync works:',
      '1. every project has a shared dictionary of the phrases crews type, and tablet and server both keep a copy.',
      '2. when a form is saved, we keep only the fields that changed since the last version.',
      '3. changed values are encoded as 2-byte references into the dictionary, everything else goes through normal compression.',
      '4. the tablet only wakes the satellite modem when the next pass is predicted, then sends everything in one burst.',
    ].join('\n');
    const found = patents(chat);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.rec.name).toMatch(/Fieldsync/);
  });

  it('reads the sections after a one-paragraph "How the X works" as its explanation, part by part', () => {
    const manual = [
      '## How the LeafWatch works',
      'Most leaf-wetness sensors tell you that a leaf is wet. The LeafWatch tells you when it is about to be.',
      '',
      '## The measurement cycle',
      'Every 15 minutes a heating film under the sensing leaf warms it by 2 °C. The heater then switches off and the unit measures how fast the capacitance climbs while the leaf cools.',
      '- If the air is far from its dew point, the reading stays flat.',
      '- As the margin shrinks, droplets form sooner and the capacitance rises faster.',
      'In trials it warned of condensation 40 minutes earlier than a standard wet/dry sensor.',
      '',
      '## Installation',
      'Mount the unit at canopy height, away from the fogging nozzles.',
    ].join('\n');
    const found = patents(manual);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((f) => f.rec.name).join(' ')).not.toMatch(/Installation/);
  });
});


describe('detectPatents: an invention disclosure form', () => {
  it('reads the "Description of the invention" field as the inventors\' own device', () => {
    const form = [
      'INVENTION DISCLOSURE FORM',
      'Office of Research Partnerships',
      '',
      '1. Title of invention',
      'Flow-limiting adaptor for infant feeding lines',
      '',
      '2. Problem addressed',
      'Staff sometimes push harder on a blocked feeding tube with a syringe.',
      '',
      '3. Description of the invention',
      'The adaptor is a small polypropylene body placed between the syringe and the feeding tube. Inside it is a thin silicone dome. If the pressure rises above about 30 kPa, the dome snaps inward and opens a side channel into a reservoir.',
      'The trigger pressure is set by the dome thickness at moulding. There are no electronics or batteries.',
    ].join('\n');
    expect(patents(form).length).toBeGreaterThan(0);
  });
});
