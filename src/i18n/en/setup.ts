/** The company area's setup checklist: a new company's first steps, each ticked from its data. */
const setup = {
  title: 'Set up your company',
  progress: 'Done: %{done} of %{total}',
  done: 'Done',
  toDo: 'To do',
  steps: {
    address: { label: 'Add an address', hint: 'The buildings your residents live in' },
    locks: {
      label: 'Receive locks from the platform',
      hint: 'The platform’s operator gives your company its locks: ask them; each door needs one',
    },
    doors: { label: 'Add an access object with its doors', hint: 'Objects, perimeters and access points' },
    tariff: { label: 'Create a tariff', hint: 'What residents pay for the service' },
    abonent: { label: 'Add the first resident', hint: 'With their phone, access zone and tariff' },
    localServer: {
      label: 'Connect a local server',
      hint: 'The platform adds it; its ID and token configure the device at your doors',
    },
  },
};

export default setup;
