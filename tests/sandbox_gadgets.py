"""The review's static-policy bypass (issue 10), written once for every sandbox test.

The program builds dunder names at run time and reads a stdlib function's ``__globals__``
through a ``match`` class pattern whose ``__match_args__`` names it, so the static policy sees
no dunder attribute; it ends holding the real builtins (``real``) or the real ``os``
(``os``, with ``imp`` the real ``__import__``). Only the runtime and kernel layers can stop
what follows it. Plain text: a caller that ``str.format``s its programs escapes the braces.
"""

from __future__ import annotations

# Ends with ``real``: the real builtins dict.
MATCH_GADGET = (
    "k = '_' * 2\n"
    "Meta = type('Meta', (type,), {k + 'instancecheck' + k: lambda cls, inst: True})\n"
    "M = Meta('M', (), {k + 'match_args' + k: (k + 'globals' + k,)})\n"
    "import json\n"
    "match json.dumps:\n"
    "    case M(glb):\n"
    "        real = glb[k + 'builtins' + k]\n"
)
# Ends with ``imp`` (the real ``__import__``) and ``os`` (the real module).
GADGET_OS = MATCH_GADGET + "imp = real[k + 'import' + k]\nos = imp('os')\n"

# -- native code (ctypes), for the kernel layer alone -------------------------------------
# Run with the static and runtime layers off (``_layers_off={"static", "runtime"}``: the
# runner pre-imports ctypes). ``sc(label, nr, *args)`` makes a raw system call and records
# "ok" or the errno's name in ``out``; raw calls, not libc's wrappers, so that what reaches the
# filter is exactly what is written here. Plain text, no braces: callers append to it.
NATIVE = (
    "import ctypes, errno, json, os, time\n"
    "libc = ctypes.CDLL(None, use_errno=True)\n"
    "libc.syscall.restype = ctypes.c_long\n"
    "out = dict()\n"
    "def sc(label, nr, *args):\n"
    "    ctypes.set_errno(0)\n"
    "    rc = libc.syscall(ctypes.c_long(nr), *[ctypes.c_long(a) for a in args])\n"
    "    out[label] = errno.errorcode.get(ctypes.get_errno(), 'ok') if rc == -1 else 'ok'\n"
    "    return rc\n"
    "def ptr(obj):\n"
    "    return ctypes.addressof(obj)\n"
)
# fcntl commands, open flags and ioctl requests: the same numbers on x86_64 and aarch64
# (asm-generic). F_OWNER_* are f_owner_ex.type values.
F_GETFL, F_SETFL, F_SETOWN, F_SETSIG, F_SETOWN_EX = 3, 4, 8, 10, 15
F_SETLEASE, F_NOTIFY, F_RDLCK, DN_MULTISHOT = 1024, 1026, 0, 0x80000000
F_OWNER_TID, F_OWNER_PID, F_OWNER_PGRP = 0, 1, 2
O_ASYNC = 0o20000
IOCTLS = {
    "FIOASYNC": 0x5452,
    "FIOSETOWN": 0x8901,
    "SIOCSPGRP": 0x8902,
    "TIOCSPGRP": 0x5410,
    "TIOCSCTTY": 0x540E,
    "TIOCSTI": 0x5412,
    "TIOCNOTTY": 0x5422,
    "TIOCCONS": 0x541D,
    "TIOCSIG": 0x40045436,
    "TIOCVHANGUP": 0x5437,
    "TIOCSETD": 0x5423,
    "TIOCLINUX": 0x541C,
}
SYSCALL_NUMBERS = {  # (x86_64, aarch64), from the kernel's uapi headers
    "fcntl": (72, 25),
    "ioctl": (16, 29),
    "mq_open": (240, 180),
    "mq_unlink": (241, 181),
    "mq_notify": (244, 184),
    "timer_create": (222, 107),
    "setpgid": (109, 154),
}

# -- static-policy bypasses, for the static layer alone -------------------------------------
# Each program reaches something the sandbox never hands out (a stdlib module's globals, the
# real getattr/vars/open, a module outside the allowlist, a stdlib-private attribute) and then
# prints ESCAPED. With every layer off each one does print it (tests/test_sandbox_layers.py
# checks that, so none of them is a dud); with the static layer alone each must be refused
# before it runs. Dunder names are built at run time, so no literal ever names one.
_K = "k = '_' * 2\n"
_CODECS = "print('ESCAPED', codecs.lookup('utf-8').name)\n"  # json's globals hold `codecs`
_TARGET = "import json\ndef target():\n    pass\n"
STATIC_ESCAPES = {
    # The review's (issue 21): functools.wraps under another name, ** keywords built at run
    # time: `updated` merges json.dumps' globals into the program's own.
    "wraps_renamed_with_runtime_keywords": _K
    + _TARGET
    + "import functools\nw = functools.wraps\n"
    + "kw = {'upd' + 'ated': (k + 'globals' + k,), 'assi' + 'gned': ()}\n"
    + "w(json.dumps, **kw)(target)\n"
    + _CODECS,
    "wraps_imported_as_another_name": _K
    + _TARGET
    + "from functools import wraps as copy_names\nkw = {'updated': (k + 'globals' + k,)}\n"
    + "copy_names(json.dumps, **kw)(target)\n"
    + _CODECS,
    "wraps_in_a_partial_positional": _K
    + _TARGET
    + "import functools\n"
    + "wrap = functools.partial(functools.wraps, json.dumps, (), (k + 'globals' + k,))\n"
    + "wrap()(target)\n"
    + _CODECS,
    "wraps_result_func_is_update_wrapper": _K
    + _TARGET
    + "import functools\n"
    + "functools.wraps(json.dumps).func(target, json.dumps, (), (k + 'globals' + k,))\n"
    + _CODECS,
    # A metaclass from type(int) (type itself, never named) whose instances claim any object,
    # and a class whose __match_args__ names __globals__: a match class pattern is getattr.
    "type_of_int_builds_the_match_gadget": _K
    + "T = type(int)\n"
    + "Meta = T('Meta', (T,), {k + 'instancecheck' + k: lambda c, i: True})\n"
    + "M = Meta('M', (), {k + 'match_args' + k: (k + 'globals' + k,)})\n"
    + "import json\nmatch json.dumps:\n    case M(glb):\n"
    + "        print('ESCAPED', sorted(glb)[:3])\n",
    "dunders_by_join_format_and_percent": "u = '_'\nT = type(int)\n"
    + "Meta = T('Meta', (T,), {''.join([u, u, 'instancecheck', u, u]): lambda c, i: True})\n"
    + "M = Meta('M', (), {'{0}{0}match_args{0}{0}'.format(u): ('%s%sglobals%s%s' % (u, u, u, u),)})\n"
    + "import json\nmatch json.dumps:\n    case M(glb):\n"
    + "        print('ESCAPED', sorted(glb)[:3])\n",
    "dunders_read_from_dir": "import json\n"
    + "g = [n for n in dir(json.dumps) if n.endswith('globals_' + '_')][0]\n"
    + "i = [n for n in dir(type) if n.endswith('instancecheck_' + '_')][0]\n"
    + "T = type(int)\nMeta = T('Meta', (T,), {i: lambda c, x: True})\n"
    + "M = Meta('M', (), {g.replace('globals', 'match_args'): (g,)})\n"
    + "match json.dumps:\n    case M(glb):\n        print('ESCAPED', sorted(glb)[:3])\n",
    # A metaclass whose __prepare__ makes `int` in a class body mean the gadget class.
    "class_body_namespace_shadows_int": _K
    + "T = type(int)\n"
    + "Meta = T('Meta', (T,), {k + 'instancecheck' + k: lambda c, i: True})\n"
    + "M = Meta('M', (), {k + 'match_args' + k: (k + 'globals' + k,)})\n"
    + "P = T('P', (T,), {k + 'prepare' + k: classmethod(lambda m, n, b: dict(int=M))})\n"
    + "import json\nclass X(metaclass=P):\n    match json.dumps:\n        case int(glb):\n"
    + "            print('ESCAPED', sorted(glb)[:3])\n",
    # typing evaluates strings as code: annotations, forward references.
    "get_type_hints_hands_out_getattr": _K
    + "import json\nimport typing\ndef f(x: 'getattr'):\n    pass\n"
    + "g = typing.get_type_hints(f)['x']\n"
    + "print('ESCAPED', sorted(g(json.dumps, k + 'globals' + k))[:3])\n",
    "get_type_hints_of_a_runtime_string_gives_vars": "import json\nimport typing\n"
    + "name = 'va' + 'rs'\ndef f(x: name):\n    pass\n"
    + "v = typing.get_type_hints(f)['x']\nv(json)['dumps'] = print\n"
    + "print('ESCAPED', sorted(v(json))[:3])\n",
    "forward_ref_evaluated_in_another_module": "import typing\n"
    + "ref = typing.ForwardRef('getpid', module='os')\n"
    + "print('ESCAPED', ref._evaluate(None, None, frozenset())())\n",
    "forward_ref_from_get_args": "import typing\n"
    + "ref = typing.get_args(typing.List['setattr'])[0]\n"
    + "print('ESCAPED', ref._evaluate(None, None, frozenset()))\n",
    "singledispatch_register_evaluates_annotations": "import functools\n"
    + "@functools.singledispatch\ndef d(x):\n    pass\ntry:\n"
    + "    @d.register\n    def _(x: \"print('ESCAPED', open)\"):\n        pass\n"
    + "except TypeError:\n    pass\n",
    # Modules outside the allowlist, through public or private names of allowed ones.
    "enum_exposes_the_builtins_module": "import enum\nb = enum.bltns\n"
    + "print('ESCAPED', b.getattr)\n",
    "json_exposes_codecs": "import json\nprint('ESCAPED', json.codecs.lookup('utf-8').name)\n",
    "from_json_import_codecs": "from json import codecs\n" + _CODECS,
    "typing_exposes_types": "import typing\nprint('ESCAPED', typing.types.CodeType)\n",
    "private_module_attribute_through_a_plain_name": "import random\nm = random\n"
    + "print('ESCAPED', m._os.getpid())\n",
    "private_module_attribute_through_a_match_keyword": "import random\nmatch random:\n"
    + "    case object(_os=o):\n        print('ESCAPED', o.getpid())\n",
    # Refused before this issue too: kept so that they stay refused.
    "getattr_with_a_runtime_name": _K
    + "import json\nprint('ESCAPED', sorted(getattr(json.dumps, k + 'globals' + k))[:3])\n",
    "setattr_with_a_runtime_name": _K
    + "import json\nsetattr(json, k + 'x' + k, 1)\n"
    + "print('ESCAPED')\n",
    "vars_write": "import json\nvars(json)['dumps'] = print\nprint('ESCAPED')\n",
    "dict_write": "import json\njson.__dict__['dumps'] = print\nprint('ESCAPED')\n",
    "attrgetter_with_a_runtime_name": _K
    + "import json\nimport operator\n"
    + "print('ESCAPED', sorted(operator.attrgetter(k + 'globals' + k)(json.dumps))[:3])\n",
    "attrgetter_imported_as_another_name": _K
    + "import json\nfrom operator import attrgetter as pick\n"
    + "print('ESCAPED', sorted(pick(k + 'globals' + k)(json.dumps))[:3])\n",
    "update_wrapper_with_keywords": _K
    + _TARGET
    + "import functools\n"
    + "functools.update_wrapper(target, json.dumps, assigned=(), updated=(k + 'globals' + k,))\n"
    + _CODECS,
    "the_match_gadget_of_issue_10": MATCH_GADGET + "print('ESCAPED', real['open'])\n",
}
# The copy module hands objects' internal state to the program: deepcopy's memo holds a copy of
# every object's state, and copy.copy's __reduce_ex__/__setstate__ protocol (hooks named at run
# time) first moves a stdlib object into a program class, then passes it the object's state -
# here a ForwardRef's compiled code, which type(lambda: 0) turns into a function. Both escaped
# with every layer off while copy was allowed (commit 498c890); it has left the allowlist and is
# no longer loaded in the child, so now they stop at `import copy` even then.
_REF = (
    "import copy\nimport typing\nk = '_' * 2\nT = type(int)\n"
    "src = k + 'import' + k + \"('os').getpid()\"\n"
    "ref = typing.get_args(typing.List[src])[0]\n"
)
_RUN_CODE = "print('ESCAPED', type(lambda: 0)(code, dict())())\n"
COPY_ESCAPES = {
    "deepcopy_memo_hands_out_compiled_code": _REF
    + "memo = dict()\ncopy.deepcopy(ref, memo)\n"
    + "state = [v for v in memo.values() if isinstance(v, dict) and len(v) > 2][0]\n"
    + "code = [v for v in state.values() if type(v).__name__ == 'code'][0]\n"
    + _RUN_CODE,
    "copy_protocol_swaps_a_class_and_reads_its_state": _REF
    + "captured = []\n"
    + "names = tuple(k + 'forward_' + n + k for n in "
    + "'arg code evaluated value is_argument is_class module'.split())\n"
    + "Spy = T('Spy', (type(ref).mro()[1],), {k + 'slots' + k: names, "
    + "k + 'setstate' + k: lambda self, s: captured.append(s)}, _root=True)\n"
    + "Swap = T('Swap', (), {k + 'reduce_ex' + k: "
    + "lambda self, p: (lambda r: r, (ref,), (None, {k + 'class' + k: Spy}))})\n"
    + "copy.copy(Swap())\ncopy.copy(ref)\n"
    + "code = [v for v in captured[0][1].values() if type(v).__name__ == 'code'][0]\n"
    + _RUN_CODE,
}
