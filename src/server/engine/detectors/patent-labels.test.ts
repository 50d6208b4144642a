import { describe, expect, it } from 'vitest';
import { measuredChange } from './patent-passages.ts';
import { patents } from './patent-test-support.ts';

// Inventions a paragraph presents by a label of its own, and patents the text reports as someone else's.
describe('detectPatents: a paragraph labelled as what the writer does differently', () => {
  it('reads "What we do different:" as the writer presenting their own mechanism', () => {
    const email = [
      'We are building a monitor for grain silos.',
      '',
      'The problem: silo thermometers already exist, but they read one cable in the middle.',
      '',
      'What we do different: each ring of the silo wall hangs on two strain gauges read over one wireless bus, so you see the load of every ring. With this the firmware sees where the grain is caking and which ring bears too much pressure.',
    ].join('\n');
    expect(patents(email)).toHaveLength(1);
    // Without the label the paragraph neither claims nor presents anything as the writer's.
    expect(patents(email.replace('What we do different: e', 'E'))).toEqual([]);
  });

  it('reads a change written with plus-or-minus signs as measured', () => {
    expect(measuredChange.test('the noise goes from about ±300 g to ±15 g')).toBe(true);
    expect(measuredChange.test('we went from 3 bakers to 5')).toBe(true);
    expect(measuredChange.test('from Monday to Friday')).toBe(false);
    expect(measuredChange.test('oxygen pickup went from around 150 ppb to under 20')).toBe(true);
  });

  it('names a passage after the thing the writer says they built rather than a phrase it merely uses', () => {
    const notes = [
      'cider notes for the grant',
      '',
      'sam built a racking wand because opening the tanks let oxygen into our cider. it is a stainless tube with a valve and a CO2 inlet, purged first, then pressurised slightly above tank pressure before the cider moves. dissolved oxygen pickup went from around 120 ppb to under 15.',
    ].join('\n');
    const found = patents(notes);
    expect(found).toHaveLength(1);
    expect(found[0]!.rec.name).toMatch(/racking wand/);
  });
});

describe('detectPatents: what the writer says they made, told in a voice memo', () => {
  it('reads "What I\'ve made is this." as presenting the mechanism after it', () => {
    const memo = [
      '[Voice memo, transcribed]',
      '',
      'So the hatch. Every morning I walk down to let the hens out, and every night back up to shut them in.',
      '',
      "What I've made is this. There's a steel slide on the coop door with a counterweight on a cord over a pulley. A motor winds the cord when the sensor reads dusk, and the slide drops into a latch so a fox can't lift it. At dawn the motor lets the cord out and the counterweight pulls the slide open.",
    ].join('\n');
    const found = patents(memo);
    expect(found).toHaveLength(1);
    expect(patents(memo.replace("What I've made is this. ", ''))).toEqual([]);
  });
});

describe('detectPatents: a results line after the passage', () => {
  it('reads "Average result: from X to Y" as measuring what the passage made, without an effect verb', () => {
    const reply = [
      'Here is what we changed.',
      '',
      'Before, we put the stock pots straight in the walk-in. My cousin, who is a welder, made a cooling sleeve for us. It is a stainless steel double-wall tray with a spiral channel, and a small chiller pumps glycol at about 28°F through it. A probe thermometer with a data logger records every 5 minutes.',
      '',
      'Average result: from 135°F to 70°F in 1 hour 20 minutes, on 10 tests.',
    ].join('\n');
    expect(patents(reply)).toHaveLength(1);
  });
});

describe('detectPatents: a warranty card explaining how the product does its job', () => {
  it('reads the titled items under "HOW YOUR X SAVES ELECTRICITY" as the parts of one mechanism', () => {
    const card = [
      'HEATSMART PTY LTD',
      'ThermoNap Geyser Controller — 3-Year Warranty Card',
      '',
      'HOW YOUR THERMONAP SAVES ELECTRICITY',
      'A normal geyser keeps its water at 65°C day and night. ThermoNap works differently:',
      '',
      '• Learning: a flow sensor on the hot outlet pipe records every draw of hot water.',
      '• Heating: the element is switched on only before the slots where the household uses hot water; in between the tank drifts down to 45°C.',
      '• Hygiene cycle: once a week the tank is heated to 60°C for one hour.',
      '• Changes: the controller re-learns the weekly profile within a week.',
      '',
      'WARRANTY TERMS',
      '1. HeatSmart warrants the unit for 3 years.',
    ].join('\n');
    expect(patents(card)).toHaveLength(1);
    // The same items under "What I did" are a story of what the writer did, each told alone.
    expect(patents(card.replace('HOW YOUR THERMONAP SAVES ELECTRICITY', 'WHAT I DID'))).toEqual([]);
  });
});

describe('detectPatents: a technical passage the writers say they designed', () => {
  it('claims the mechanism of a warranty card\'s note when the makers say they designed it, named by what they designed', () => {
    const card = [
      '2. THE CLICKING IS NOT A DEFECT',
      'The Mlynek K3 has a safety clutch between the crank and the burr shaft. It is two small steel discs facing each other, each with six magnets set into it. Normally the magnets hold the discs together and the crank turns the burr. If a stone gets stuck between the burrs, the torque on the crank goes above about 4 Nm, the magnets let go and the discs slip one position. The crank keeps turning but the burr stops, so the ceramic does not crack. We designed this clutch after we broke three sets of burrs on stones.',
    ].join('\n');
    const found = patents(card);
    expect(found).toHaveLength(1);
    expect(found[0]!.rec.name).toMatch(/clutch/);
    expect(patents(card.replace(' We designed this clutch after we broke three sets of burrs on stones.', ''))).toEqual([]);
  });
});

describe('detectPatents: a patent someone else got', () => {
  it('takes a new mechanism the writer read that another company patented for theirs', () => {
    const post = 'Big news for cyclists! I saw in the news that Velotech got a patent for a new gear-shifting mechanism. We will stock it when it arrives.';
    expect(patents(post)).toEqual([]);
    // The writer's own new mechanism is still theirs.
    expect(patents('Big news! We built a new gear-shifting mechanism with a sprung pawl that engages before the chain moves.')).toHaveLength(1);
  });
});
